// The box office's ballots reads and writes (issue #35). Every key starts with 'office'.
export {}
