// The box office's sales reads and writes (issue #35). Every key starts with 'office'.
export {}
