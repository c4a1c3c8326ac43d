// 1D stencil: out[i] = sum of in[i-RADIUS .. i+RADIUS], halo staged in shared memory.
#ifndef RADIUS
#define RADIUS 3
#endif
#ifndef BLOCK_SIZE
#define BLOCK_SIZE 128
#endif

__global__ void stencil_1d(const int *in, int *out, int n)
{
    __shared__ int temp[BLOCK_SIZE + 2 * RADIUS];
    int gindex = threadIdx.x + blockIdx.x * blockDim.x;
    int lindex = threadIdx.x + RADIUS;

    temp[lindex] = (gindex < n) ? in[gindex] : 0;
    if (threadIdx.x < RADIUS) {
        temp[lindex - RADIUS] = (gindex - RADIUS >= 0 && gindex - RADIUS < n) ? in[gindex - RADIUS] : 0;
        temp[lindex + BLOCK_SIZE] = (gindex + BLOCK_SIZE < n) ? in[gindex + BLOCK_SIZE] : 0;
    }
    __syncthreads();

    int result = 0;
#pragma unroll
    for (int offset = -RADIUS; offset <= RADIUS; offset++)
        result += temp[lindex + offset];

    if (gindex < n)
        out[gindex] = result;
}
