extern "C" __global__ void heightmap_normals(const float* h, float* nx, float* ny, float* nz, float scale, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
    int row = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
    int col = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
    if (row < height && col < width) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        int left = col > 0 ? col - 1 : 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        int right = col < width - 1 ? col + 1 : width - 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        int up = row > 0 ? row - 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        int down = row < height - 1 ? row + 1 : height - 1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        float dx = (h[row * width + right] - h[row * width + left]) * scale;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        float dy = (h[down * width + col] - h[up * width + col]) * scale;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        float inv = 1.0f / sqrtf(dx * dx + dy * dy + 1.0f);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        nx[row * width + col] = -dx * inv;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        ny[row * width + col] = -dy * inv;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        nz[row * width + col] = inv;
    }
}
