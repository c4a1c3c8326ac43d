extern "C" __global__ void lidar_tile_max_atomic_cf4y_st32(const unsigned short* height_mm, int* tile_max, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    int y_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull < 4008ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        y_0 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    int y_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 32ull < 4008ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        y_1 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 32ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    int y_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 64ull < 4008ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        y_2 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 64ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    int y_3;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 96ull < 4008ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        y_3 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 96ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull < 4008ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        if (x < width && y_0 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            int tiles_x_0 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            atomicMax(&tile_max[y_0 / 16 * tiles_x_0 + x / 16], (int)height_mm[y_0 * width + x]);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 32ull < 4008ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        if (x < width && y_1 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            int tiles_x_1 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            atomicMax(&tile_max[y_1 / 16 * tiles_x_1 + x / 16], (int)height_mm[y_1 * width + x]);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 64ull < 4008ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        if (x < width && y_2 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            int tiles_x_2 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            atomicMax(&tile_max[y_2 / 16 * tiles_x_2 + x / 16], (int)height_mm[y_2 * width + x]);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    if ((unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 96ull < 4008ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        if (x < width && y_3 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            int tiles_x_3 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            atomicMax(&tile_max[y_3 / 16 * tiles_x_3 + x / 16], (int)height_mm[y_3 * width + x]);
        }
}
