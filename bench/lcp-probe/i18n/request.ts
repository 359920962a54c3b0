// The floor's messages (bench/floor), so the probe's pages say what the floor's page says.
export { default } from '../../floor/i18n/request';
