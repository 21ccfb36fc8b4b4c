// The box office's performances reads and writes (issue #35). Every key starts with 'office'.
export {}
