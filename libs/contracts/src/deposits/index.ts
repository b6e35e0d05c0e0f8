export * from './dto';
export * from './messages';
export * from './policy';
export * from './schema';
