/**
 * Federation config of the host. It names no remotes at build time: they are registered at runtime
 * from the merchant's release set (src/features/remotes/remote-loader.ts).
 */
export default { name: 'host' };
