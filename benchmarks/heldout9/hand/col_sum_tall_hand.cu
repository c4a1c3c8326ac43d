// Held-out suite 9 (frozen), hand version of col_sum_tall: a 2D grid of 32 x 8 blocks, each
// summing a strip of 32 columns over its share of the rows (lanes on consecutive columns,
// coalesced; the eight rows of the block interleaved), the eight partial sums of a column
// added in shared memory, then one atomic add per column per block. sums starts at zero.
extern "C" __global__ void col_sum_tall_hand(const int *A, int *sums, int rows, int cols)
{
    __shared__ int part[8][32];
    int tx = threadIdx.x, ty = threadIdx.y;
    int c = blockIdx.x * 32 + tx;
    int chunk = (rows + gridDim.y - 1) / gridDim.y;
    int r0 = blockIdx.y * chunk;
    int r1 = min(rows, r0 + chunk);
    int s = 0;
    if (c < cols)
        for (int r = r0 + ty; r < r1; r += 8)
            s += A[r * cols + c];
    part[ty][tx] = s;
    __syncthreads();
    if (ty == 0 && c < cols) {
        for (int k = 1; k < 8; k++)
            s += part[k][tx];
        atomicAdd(&sums[c], s);
    }
}
