// Held-out suite 13 (frozen). The symmetric closure of an n x n byte adjacency matrix,
// s[i][j] = a[i][j] | a[j][i], a work-item per entry on a 2D range (x the column j, y the
// row i).
__kernel void adj_sym_or_u8(__global const uchar *a, __global uchar *s, int n)
{
    int j = get_global_id(0);
    int i = get_global_id(1);
    if (i < n && j < n)
        s[i * n + j] = a[i * n + j] | a[j * n + i];
}
