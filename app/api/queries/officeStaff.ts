// The box office's staff reads and writes (issue #35). Every key starts with 'office'.
export {}
