export * from './dto';
export * from './messages';
export * from './schema';
export * from './samples';
export * from './events';
