extern "C" __global__ void heightmap_normals(const float* h, float* nx, float* ny, float* nz, float scale, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    int row = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    int col = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    if (row < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int left = col > 0 ? col - 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int right = col < width - 1 ? col + 1 : width - 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int up = row > 0 ? row - 1 : 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int down = row < height - 1 ? row + 1 : height - 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float dx = (h[row * width + right] - h[row * width + left]) * scale;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float dy = (h[down * width + col] - h[up * width + col]) * scale;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float inv = 1.0f / sqrtf(dx * dx + dy * dy + 1.0f);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        nx[row * width + col] = -dx * inv;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        ny[row * width + col] = -dy * inv;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        nz[row * width + col] = inv;
    }
}
