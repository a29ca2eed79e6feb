/* Reads its stdin to the end and prints how many bytes and lines it read and their sum (a
 * program `run --check` runs twice must read the same input both times). */
#include <stdio.h>

int main(void)
{
    long bytes = 0, lines = 0, sum = 0;
    int c;
    while ((c = getchar()) != EOF) {
        bytes++;
        lines += c == '\n';
        sum += c;
    }
    printf("bytes %ld lines %ld sum %ld\n", bytes, lines, sum);
    return 0;
}
