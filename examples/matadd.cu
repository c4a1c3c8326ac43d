// Matrix addition two ways: the coalesced form (consecutive threads touch consecutive
// elements) and the form of paper 003's Fig. 6a, where consecutive threads are a whole
// row apart. Run both with --trace and compare global_load_sectors.
#ifndef N
#define N 1024
#endif

__global__ void matAdd(const int* __restrict__ a, const int* __restrict__ b, int* __restrict__ c)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < N && col < N)
        c[row * N + col] = a[row * N + col] + b[row * N + col];
}

// 1D launch with N*N threads: thread t of block b handles element t * gridDim.x + b
__global__ void matAddUncoalesced(const int* __restrict__ a, const int* __restrict__ b, int* __restrict__ c)
{
    int i = threadIdx.x * gridDim.x + blockIdx.x;
    if (i < N * N)
        c[i] = a[i] + b[i];
}
