// Held-out suite 13 (frozen). The symmetric closure of an n x n byte adjacency matrix,
// s[i][j] = a[i][j] | a[j][i], a thread per entry on a 2D grid (x the column j, y the row i).
extern "C" __global__ void adj_sym_or_u8(const unsigned char *a, unsigned char *s, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n && j < n)
        s[i * n + j] = a[i * n + j] | a[j * n + i];
}
