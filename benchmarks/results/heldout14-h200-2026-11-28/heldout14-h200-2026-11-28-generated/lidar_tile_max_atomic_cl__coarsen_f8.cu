extern "C" __global__ void lidar_tile_max_atomic_cf8x(const unsigned short* height_mm, int* tile_max, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    int x_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull < 6016ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    int x_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull < 6016ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    int x_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull < 6016ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    int x_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull < 6016ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    int x_4;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull < 6016ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        x_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    int x_5;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull < 6016ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        x_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    int x_6;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull < 6016ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        x_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    int x_7;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull < 6016ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        x_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull < 6016ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        if (x_0 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            int tiles_x_0 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            atomicMax(&tile_max[y / 16 * tiles_x_0 + x_0 / 16], (int)height_mm[y * width + x_0]);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull < 6016ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        if (x_1 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            int tiles_x_1 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            atomicMax(&tile_max[y / 16 * tiles_x_1 + x_1 / 16], (int)height_mm[y * width + x_1]);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull < 6016ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        if (x_2 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            int tiles_x_2 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            atomicMax(&tile_max[y / 16 * tiles_x_2 + x_2 / 16], (int)height_mm[y * width + x_2]);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull < 6016ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        if (x_3 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            int tiles_x_3 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            atomicMax(&tile_max[y / 16 * tiles_x_3 + x_3 / 16], (int)height_mm[y * width + x_3]);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull < 6016ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        if (x_4 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            int tiles_x_4 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            atomicMax(&tile_max[y / 16 * tiles_x_4 + x_4 / 16], (int)height_mm[y * width + x_4]);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull < 6016ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        if (x_5 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            int tiles_x_5 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            atomicMax(&tile_max[y / 16 * tiles_x_5 + x_5 / 16], (int)height_mm[y * width + x_5]);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull < 6016ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        if (x_6 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            int tiles_x_6 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            atomicMax(&tile_max[y / 16 * tiles_x_6 + x_6 / 16], (int)height_mm[y * width + x_6]);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull < 6016ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        if (x_7 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            int tiles_x_7 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            atomicMax(&tile_max[y / 16 * tiles_x_7 + x_7 / 16], (int)height_mm[y * width + x_7]);
        }
}
