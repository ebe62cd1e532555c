import type { Env } from '../env';

export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string, err?: unknown): void;
}

const order = ['debug', 'info', 'warn', 'error', 'silent'] as const;

export function createLogger(level: Env['LOG']): Logger {
  const on = (wanted: (typeof order)[number]) => order.indexOf(wanted) >= order.indexOf(level);
  const stamp = () => new Date().toISOString();
  return {
    debug: (message) => on('debug') && console.info(`${stamp()} debug ${message}`),
    info: (message) => on('info') && console.info(`${stamp()} info  ${message}`),
    warn: (message) => on('warn') && console.warn(`${stamp()} warn  ${message}`),
    error: (message, err) => on('error') && console.error(`${stamp()} error ${message}`, err ?? ''),
  };
}
