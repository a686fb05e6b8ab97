// Contract of the blog: the wire shapes of categories and posts.
export * from './wire';
