// Held-out suite 10 (frozen), hand version of mutual_flow_min: a block of 32 x 8 threads per
// 32 x 32 tile; the mirrored tile F[j][i] is read row by row (coalesced) into a shared tile
// padded to 33 columns (no bank conflicts) and read back transposed.
extern "C" __global__ void mutual_flow_min_hand(const int *__restrict__ F, int *__restrict__ out,
                                                int n)
{
    __shared__ int mirror[32][33];
    int bx = blockIdx.x * 32, by = blockIdx.y * 32;
    int tx = threadIdx.x;
    for (int k = threadIdx.y; k < 32; k += 8) {
        int r = bx + k, c = by + tx;
        if (r < n && c < n)
            mirror[k][tx] = F[r * n + c];
    }
    __syncthreads();
    for (int k = threadIdx.y; k < 32; k += 8) {
        int i = by + k, j = bx + tx;
        if (i < n && j < n)
            out[i * n + j] = min(F[i * n + j], mirror[tx][k]);
    }
}
