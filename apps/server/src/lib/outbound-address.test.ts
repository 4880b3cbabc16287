import { describe, expect, it } from 'vitest';
import { requireExternalAddress } from './outbound-address';

describe('requireExternalAddress', () => {
  it.each([
    'http://127.0.0.1:8080/x',
    'http://localhost/x',
    'http://10.1.2.3/',
    'http://172.20.0.1/',
    'http://192.168.1.10/',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/',
    'http://[fd00::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://0.0.0.0/',
  ])('refuses %s, an address of the server’s own network', async (url) => {
    await expect(requireExternalAddress(url, false)).rejects.toThrow(/own network/);
  });

  it.each(['http://93.184.216.34/', 'https://[2606:4700::1111]/'])('lets %s through', async (url) => {
    await expect(requireExternalAddress(url, false)).resolves.toBeUndefined();
  });

  it('lets internal addresses through when the installation allows them', async () => {
    await expect(requireExternalAddress('http://127.0.0.1/', true)).resolves.toBeUndefined();
  });
});
