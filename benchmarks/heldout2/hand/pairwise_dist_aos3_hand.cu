// Held-out suite 2 (frozen), hand version of pairwise_dist_aos3: a 32 x 8 block stages its 32
// column points and 8 row points (96 and 24 contiguous floats) in shared memory with
// coalesced loads, then reads them there. blockDim is (32, 8).
extern "C" __global__ void pairwise_dist_aos3_hand(const float *p, float *out, int n)
{
    __shared__ float pj[96];
    __shared__ float prow[24];
    int tx = threadIdx.x, ty = threadIdx.y;
    int l = ty * 32 + tx;
    int j0 = blockIdx.x * 32, i0 = blockIdx.y * 8;
    if (l < 96 && 3 * j0 + l < 3 * n)
        pj[l] = p[3 * j0 + l];
    if (l < 24 && 3 * i0 + l < 3 * n)
        prow[l] = p[3 * i0 + l];
    __syncthreads();
    int j = j0 + tx, i = i0 + ty;
    if (i < n && j < n) {
        float dx = prow[3 * ty + 0] - pj[3 * tx + 0];
        float dy = prow[3 * ty + 1] - pj[3 * tx + 1];
        float dz = prow[3 * ty + 2] - pj[3 * tx + 2];
        out[i * n + j] = (dx * dx + dy * dy) + dz * dz;
    }
}
