extern "C" __global__ void lidar_tile_max_atomic_opt(const unsigned short* height_mm, int* tile_max, int width, int height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
    int ucond = ((int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < width) & ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < height);
    ushort4 height_mm_v0;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        int x_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        int y_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            int tiles_x_m0 = (width + 15) / 16;
            height_mm_v0 = *(const ushort4*)&height_mm[y_m0 * width + x_m0];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            atomicMax(&tile_max[y_m0 / 16 * tiles_x_m0 + x_m0 / 16], (int)height_mm_v0.x);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        int x_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        int y_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            int tiles_x_m1 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            atomicMax(&tile_max[y_m1 / 16 * tiles_x_m1 + x_m1 / 16], (int)height_mm_v0.y);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        int x_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        int y_m2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            int tiles_x_m2 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            atomicMax(&tile_max[y_m2 / 16 * tiles_x_m2 + x_m2 / 16], (int)height_mm_v0.z);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        int x_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        int y_m3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            int tiles_x_m3 = (width + 15) / 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lidar_tile_max_atomic.cl"
            atomicMax(&tile_max[y_m3 / 16 * tiles_x_m3 + x_m3 / 16], (int)height_mm_v0.w);
        }
    }
}
