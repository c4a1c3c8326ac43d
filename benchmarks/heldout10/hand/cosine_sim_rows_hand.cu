// Held-out suite 10 (frozen), hand version of cosine_sim_rows: a warp per row pair (blocks
// of 32 x 8 threads, eight pairs per block), the lanes reading both rows 32 floats at a time
// (coalesced), the three sums combined by xor shuffles.
__device__ float lanes_total(float v)
{
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, off);
    return v;
}

extern "C" __global__ void cosine_sim_rows_hand(const float *A, const float *B, float *sim,
                                                int rows, int cols)
{
    int lane = threadIdx.x;
    int r = blockIdx.x * 8 + threadIdx.y;
    float dot = 0.0f, na = 0.0f, nb = 0.0f;
    if (r < rows) {
        const float *a = A + (size_t)r * cols;
        const float *b = B + (size_t)r * cols;
        for (int c = lane; c < cols; c += 32) {
            float x = a[c], y = b[c];
            dot += x * y;
            na += x * x;
            nb += y * y;
        }
    }
    dot = lanes_total(dot);
    na = lanes_total(na);
    nb = lanes_total(nb);
    if (r < rows && lane == 0)
        sim[r] = dot / sqrtf(na * nb + 1e-8f);
}
