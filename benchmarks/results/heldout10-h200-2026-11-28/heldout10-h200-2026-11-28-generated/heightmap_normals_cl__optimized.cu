extern "C" __global__ void heightmap_normals_opt(const float* h, float* nx, float* ny, float* nz, float scale, int width, int height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
    int ucond = ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < height) & ((int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < width);
    float4 nx_v0;
    float4 ny_v1;
    float4 nz_v2;
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        int row_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        int col_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            int left_m0 = col_m0 > 0 ? col_m0 - 1 : 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            int right_m0 = col_m0 < width - 1 ? col_m0 + 1 : width - 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            int up_m0 = row_m0 > 0 ? row_m0 - 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            int down_m0 = row_m0 < height - 1 ? row_m0 + 1 : height - 1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            float dx_m0 = (h[row_m0 * width + right_m0] - h[row_m0 * width + left_m0]) * scale;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            float dy_m0 = (h[down_m0 * width + col_m0] - h[up_m0 * width + col_m0]) * scale;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            float inv_m0 = 1.0f / sqrtf(dx_m0 * dx_m0 + dy_m0 * dy_m0 + 1.0f);
            nx_v0.x = -dx_m0 * inv_m0;
            ny_v1.x = -dy_m0 * inv_m0;
            nz_v2.x = inv_m0;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        int row_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        int col_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            int left_m1 = col_m1 > 0 ? col_m1 - 1 : 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            int right_m1 = col_m1 < width - 1 ? col_m1 + 1 : width - 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            int up_m1 = row_m1 > 0 ? row_m1 - 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            int down_m1 = row_m1 < height - 1 ? row_m1 + 1 : height - 1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            float dx_m1 = (h[row_m1 * width + right_m1] - h[row_m1 * width + left_m1]) * scale;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            float dy_m1 = (h[down_m1 * width + col_m1] - h[up_m1 * width + col_m1]) * scale;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            float inv_m1 = 1.0f / sqrtf(dx_m1 * dx_m1 + dy_m1 * dy_m1 + 1.0f);
            nx_v0.y = -dx_m1 * inv_m1;
            ny_v1.y = -dy_m1 * inv_m1;
            nz_v2.y = inv_m1;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        int row_m2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        int col_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            int left_m2 = col_m2 > 0 ? col_m2 - 1 : 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            int right_m2 = col_m2 < width - 1 ? col_m2 + 1 : width - 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            int up_m2 = row_m2 > 0 ? row_m2 - 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            int down_m2 = row_m2 < height - 1 ? row_m2 + 1 : height - 1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            float dx_m2 = (h[row_m2 * width + right_m2] - h[row_m2 * width + left_m2]) * scale;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            float dy_m2 = (h[down_m2 * width + col_m2] - h[up_m2 * width + col_m2]) * scale;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            float inv_m2 = 1.0f / sqrtf(dx_m2 * dx_m2 + dy_m2 * dy_m2 + 1.0f);
            nx_v0.z = -dx_m2 * inv_m2;
            ny_v1.z = -dy_m2 * inv_m2;
            nz_v2.z = inv_m2;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        int row_m3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        int col_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            int left_m3 = col_m3 > 0 ? col_m3 - 1 : 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            int right_m3 = col_m3 < width - 1 ? col_m3 + 1 : width - 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            int up_m3 = row_m3 > 0 ? row_m3 - 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            int down_m3 = row_m3 < height - 1 ? row_m3 + 1 : height - 1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            float dx_m3 = (h[row_m3 * width + right_m3] - h[row_m3 * width + left_m3]) * scale;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            float dy_m3 = (h[down_m3 * width + col_m3] - h[up_m3 * width + col_m3]) * scale;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/heightmap_normals.cl"
            float inv_m3 = 1.0f / sqrtf(dx_m3 * dx_m3 + dy_m3 * dy_m3 + 1.0f);
            nx_v0.w = -dx_m3 * inv_m3;
            *(float4*)(&nx[row_m3 * width + col_m3] - 3) = nx_v0;
            ny_v1.w = -dy_m3 * inv_m3;
            *(float4*)(&ny[row_m3 * width + col_m3] - 3) = ny_v1;
            nz_v2.w = inv_m3;
            *(float4*)(&nz[row_m3 * width + col_m3] - 3) = nz_v2;
        }
    }
}
