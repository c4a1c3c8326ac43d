extern "C" __global__ void heightmap_normals_cf8x(const float* h, float* nx, float* ny, float* nz, float scale, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    int row_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    int row_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    int row_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    int row_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    int row_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    int row_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    int row_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    int row_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    int col = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    if (row_0 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int left_0 = col > 0 ? col - 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int right_0 = col < width - 1 ? col + 1 : width - 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int up_0 = row_0 > 0 ? row_0 - 1 : 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int down_0 = row_0 < height - 1 ? row_0 + 1 : height - 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float dx_0 = (h[row_0 * width + right_0] - h[row_0 * width + left_0]) * scale;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float dy_0 = (h[down_0 * width + col] - h[up_0 * width + col]) * scale;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float inv_0 = 1.0f / sqrtf(dx_0 * dx_0 + dy_0 * dy_0 + 1.0f);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        nx[row_0 * width + col] = -dx_0 * inv_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        ny[row_0 * width + col] = -dy_0 * inv_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        nz[row_0 * width + col] = inv_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    if (row_1 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int left_1 = col > 0 ? col - 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int right_1 = col < width - 1 ? col + 1 : width - 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int up_1 = row_1 > 0 ? row_1 - 1 : 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int down_1 = row_1 < height - 1 ? row_1 + 1 : height - 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float dx_1 = (h[row_1 * width + right_1] - h[row_1 * width + left_1]) * scale;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float dy_1 = (h[down_1 * width + col] - h[up_1 * width + col]) * scale;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float inv_1 = 1.0f / sqrtf(dx_1 * dx_1 + dy_1 * dy_1 + 1.0f);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        nx[row_1 * width + col] = -dx_1 * inv_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        ny[row_1 * width + col] = -dy_1 * inv_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        nz[row_1 * width + col] = inv_1;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    if (row_2 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int left_2 = col > 0 ? col - 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int right_2 = col < width - 1 ? col + 1 : width - 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int up_2 = row_2 > 0 ? row_2 - 1 : 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int down_2 = row_2 < height - 1 ? row_2 + 1 : height - 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float dx_2 = (h[row_2 * width + right_2] - h[row_2 * width + left_2]) * scale;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float dy_2 = (h[down_2 * width + col] - h[up_2 * width + col]) * scale;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float inv_2 = 1.0f / sqrtf(dx_2 * dx_2 + dy_2 * dy_2 + 1.0f);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        nx[row_2 * width + col] = -dx_2 * inv_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        ny[row_2 * width + col] = -dy_2 * inv_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        nz[row_2 * width + col] = inv_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    if (row_3 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int left_3 = col > 0 ? col - 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int right_3 = col < width - 1 ? col + 1 : width - 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int up_3 = row_3 > 0 ? row_3 - 1 : 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int down_3 = row_3 < height - 1 ? row_3 + 1 : height - 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float dx_3 = (h[row_3 * width + right_3] - h[row_3 * width + left_3]) * scale;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float dy_3 = (h[down_3 * width + col] - h[up_3 * width + col]) * scale;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float inv_3 = 1.0f / sqrtf(dx_3 * dx_3 + dy_3 * dy_3 + 1.0f);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        nx[row_3 * width + col] = -dx_3 * inv_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        ny[row_3 * width + col] = -dy_3 * inv_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        nz[row_3 * width + col] = inv_3;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    if (row_4 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int left_4 = col > 0 ? col - 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int right_4 = col < width - 1 ? col + 1 : width - 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int up_4 = row_4 > 0 ? row_4 - 1 : 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int down_4 = row_4 < height - 1 ? row_4 + 1 : height - 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float dx_4 = (h[row_4 * width + right_4] - h[row_4 * width + left_4]) * scale;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float dy_4 = (h[down_4 * width + col] - h[up_4 * width + col]) * scale;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float inv_4 = 1.0f / sqrtf(dx_4 * dx_4 + dy_4 * dy_4 + 1.0f);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        nx[row_4 * width + col] = -dx_4 * inv_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        ny[row_4 * width + col] = -dy_4 * inv_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        nz[row_4 * width + col] = inv_4;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    if (row_5 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int left_5 = col > 0 ? col - 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int right_5 = col < width - 1 ? col + 1 : width - 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int up_5 = row_5 > 0 ? row_5 - 1 : 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int down_5 = row_5 < height - 1 ? row_5 + 1 : height - 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float dx_5 = (h[row_5 * width + right_5] - h[row_5 * width + left_5]) * scale;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float dy_5 = (h[down_5 * width + col] - h[up_5 * width + col]) * scale;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float inv_5 = 1.0f / sqrtf(dx_5 * dx_5 + dy_5 * dy_5 + 1.0f);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        nx[row_5 * width + col] = -dx_5 * inv_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        ny[row_5 * width + col] = -dy_5 * inv_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        nz[row_5 * width + col] = inv_5;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    if (row_6 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int left_6 = col > 0 ? col - 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int right_6 = col < width - 1 ? col + 1 : width - 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int up_6 = row_6 > 0 ? row_6 - 1 : 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int down_6 = row_6 < height - 1 ? row_6 + 1 : height - 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float dx_6 = (h[row_6 * width + right_6] - h[row_6 * width + left_6]) * scale;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float dy_6 = (h[down_6 * width + col] - h[up_6 * width + col]) * scale;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float inv_6 = 1.0f / sqrtf(dx_6 * dx_6 + dy_6 * dy_6 + 1.0f);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        nx[row_6 * width + col] = -dx_6 * inv_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        ny[row_6 * width + col] = -dy_6 * inv_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        nz[row_6 * width + col] = inv_6;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
    if (row_7 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int left_7 = col > 0 ? col - 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int right_7 = col < width - 1 ? col + 1 : width - 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int up_7 = row_7 > 0 ? row_7 - 1 : 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        int down_7 = row_7 < height - 1 ? row_7 + 1 : height - 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float dx_7 = (h[row_7 * width + right_7] - h[row_7 * width + left_7]) * scale;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float dy_7 = (h[down_7 * width + col] - h[up_7 * width + col]) * scale;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        float inv_7 = 1.0f / sqrtf(dx_7 * dx_7 + dy_7 * dy_7 + 1.0f);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        nx[row_7 * width + col] = -dx_7 * inv_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        ny[row_7 * width + col] = -dy_7 * inv_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cu"
        nz[row_7 * width + col] = inv_7;
    }
}
