extern "C" __global__ void lidar_tile_max_atomic_cf4x(const unsigned short* height_mm, int* tile_max, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    int x_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    int x_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    int x_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    int x_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (x_0 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        int tiles_x_0 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        atomicMax(&tile_max[y / 16 * tiles_x_0 + x_0 / 16], (int)height_mm[y * width + x_0]);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (x_1 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        int tiles_x_1 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        atomicMax(&tile_max[y / 16 * tiles_x_1 + x_1 / 16], (int)height_mm[y * width + x_1]);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (x_2 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        int tiles_x_2 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        atomicMax(&tile_max[y / 16 * tiles_x_2 + x_2 / 16], (int)height_mm[y * width + x_2]);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (x_3 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        int tiles_x_3 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        atomicMax(&tile_max[y / 16 * tiles_x_3 + x_3 / 16], (int)height_mm[y * width + x_3]);
    }
}
