/** npm run bench:portal — to be written (issue 25). */
console.log('bench:portal is not written yet');
process.exitCode = 1;
