// The box office's events reads and writes (issue #35). Every key starts with 'office'.
export {}
