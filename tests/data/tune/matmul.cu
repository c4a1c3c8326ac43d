// A matrix multiply in the shape of Kernel Tuner's documented matmul example (its call:
// block_size_x/y, tile_size_x/y, grid_div_x = [block_size_x, tile_size_x]); written for
// warpsmith's tests: each thread computes tile_size_x x tile_size_y outputs, B's rows are
// staged through shared memory one block-wide strip at a time.
#ifndef WIDTH
#define WIDTH 32
#endif
__global__ void matmul_kernel(float *C, const float *A, const float *B) {
    __shared__ float sB[block_size_x * tile_size_x];
    int x0 = blockIdx.x * block_size_x * tile_size_x + threadIdx.x;
    int y0 = blockIdx.y * block_size_y * tile_size_y + threadIdx.y;
    float acc[tile_size_y][tile_size_x];
    for (int i = 0; i < tile_size_y; i++)
        for (int j = 0; j < tile_size_x; j++)
            acc[i][j] = 0.0f;
    for (int k = 0; k < WIDTH; k++) {
        if (threadIdx.y == 0)
            for (int j = 0; j < tile_size_x; j++) {
                int x = x0 + j * block_size_x;
                sB[threadIdx.x + j * block_size_x] = x < WIDTH ? B[k * WIDTH + x] : 0.0f;
            }
        __syncthreads();
        for (int i = 0; i < tile_size_y; i++) {
            int y = y0 + i * block_size_y;
            float a = y < WIDTH ? A[y * WIDTH + k] : 0.0f;
            for (int j = 0; j < tile_size_x; j++)
                acc[i][j] += a * sB[threadIdx.x + j * block_size_x];
        }
        __syncthreads();
    }
    for (int i = 0; i < tile_size_y; i++)
        for (int j = 0; j < tile_size_x; j++) {
            int x = x0 + j * block_size_x, y = y0 + i * block_size_y;
            if (x < WIDTH && y < WIDTH)
                C[y * WIDTH + x] = acc[i][j];
        }
}
