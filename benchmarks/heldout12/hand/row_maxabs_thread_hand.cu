// Held-out suite 12 (frozen), hand version of row_maxabs_thread: 32 threads per matrix row
// (blocks of 32 x 8, eight rows each) read the row 32 consecutive floats at a time and combine
// their maxima with a shared memory tree. Blocks of exactly 32 x 8.
extern "C" __global__ void row_maxabs_thread_hand(const float *__restrict__ A,
                                                  float *__restrict__ amax, int rows, int cols)
{
    __shared__ float best[8][32];
    int lane = threadIdx.x, y = threadIdx.y;
    int r = blockIdx.x * 8 + y;
    float m = 0.0f;
    if (r < rows) {
        for (int c = lane; c < cols; c += 32)
            m = fmaxf(m, fabsf(A[r * cols + c]));
    }
    best[y][lane] = m;
    __syncthreads();
    for (int span = 16; span > 0; span >>= 1) {
        if (lane < span)
            best[y][lane] = fmaxf(best[y][lane], best[y][lane + span]);
        __syncthreads();
    }
    if (r < rows && lane == 0)
        amax[r] = best[y][0];
}
