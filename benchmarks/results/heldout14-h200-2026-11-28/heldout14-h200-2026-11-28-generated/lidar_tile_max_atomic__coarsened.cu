extern "C" __global__ void lidar_tile_max_atomic_cf8x_st16(const unsigned short* height_mm, int* tile_max, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    int x_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        x_0 = blockIdx.x * 32u + (threadIdx.x / 16u * 128u + threadIdx.x % 16u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    int x_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 16u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        x_1 = blockIdx.x * 32u + (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 16u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    int x_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 32u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        x_2 = blockIdx.x * 32u + (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 32u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    int x_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 48u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        x_3 = blockIdx.x * 32u + (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 48u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    int x_4;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 64u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        x_4 = blockIdx.x * 32u + (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 64u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    int x_5;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 80u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        x_5 = blockIdx.x * 32u + (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 80u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    int x_6;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 96u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        x_6 = blockIdx.x * 32u + (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 96u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    int x_7;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 112u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        x_7 = blockIdx.x * 32u + (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 112u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        if (x_0 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
            int tiles_x_0 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
            atomicMax(&tile_max[y / 16 * tiles_x_0 + x_0 / 16], (int)height_mm[y * width + x_0]);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 16u < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        if (x_1 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
            int tiles_x_1 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
            atomicMax(&tile_max[y / 16 * tiles_x_1 + x_1 / 16], (int)height_mm[y * width + x_1]);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 32u < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        if (x_2 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
            int tiles_x_2 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
            atomicMax(&tile_max[y / 16 * tiles_x_2 + x_2 / 16], (int)height_mm[y * width + x_2]);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 48u < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        if (x_3 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
            int tiles_x_3 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
            atomicMax(&tile_max[y / 16 * tiles_x_3 + x_3 / 16], (int)height_mm[y * width + x_3]);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 64u < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        if (x_4 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
            int tiles_x_4 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
            atomicMax(&tile_max[y / 16 * tiles_x_4 + x_4 / 16], (int)height_mm[y * width + x_4]);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 80u < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        if (x_5 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
            int tiles_x_5 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
            atomicMax(&tile_max[y / 16 * tiles_x_5 + x_5 / 16], (int)height_mm[y * width + x_5]);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 96u < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        if (x_6 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
            int tiles_x_6 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
            atomicMax(&tile_max[y / 16 * tiles_x_6 + x_6 / 16], (int)height_mm[y * width + x_6]);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 112u < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
        if (x_7 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
            int tiles_x_7 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cu"
            atomicMax(&tile_max[y / 16 * tiles_x_7 + x_7 / 16], (int)height_mm[y * width + x_7]);
        }
}
