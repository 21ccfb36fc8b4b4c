// The box office's switches reads and writes (issue #35). Every key starts with 'office'.
export {}
