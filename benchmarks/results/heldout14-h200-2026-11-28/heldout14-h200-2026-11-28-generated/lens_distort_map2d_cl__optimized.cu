extern "C" __global__ void lens_distort_map2d_opt(float* map_x, float* map_y, float k1, float k2, int width, int height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    int ucond = ((int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < width) & ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < height);
    float4 map_x_v0;
    float4 map_y_v1;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        int x_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        int y_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float cx_m0 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float cy_m0 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float half_side_m0 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float u_m0 = ((float)x_m0 - cx_m0) / half_side_m0;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float v_m0 = ((float)y_m0 - cy_m0) / half_side_m0;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float r2_m0 = u_m0 * u_m0 + v_m0 * v_m0;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float g_m0 = 1.0f + k1 * r2_m0 + k2 * r2_m0 * r2_m0;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            int i_m0 = y_m0 * width + x_m0;
            map_x_v0.x = cx_m0 + u_m0 * g_m0 * half_side_m0;
            map_y_v1.x = cy_m0 + v_m0 * g_m0 * half_side_m0;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        int x_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        int y_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float cx_m1 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float cy_m1 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float half_side_m1 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float u_m1 = ((float)x_m1 - cx_m1) / half_side_m1;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float v_m1 = ((float)y_m1 - cy_m1) / half_side_m1;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float r2_m1 = u_m1 * u_m1 + v_m1 * v_m1;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float g_m1 = 1.0f + k1 * r2_m1 + k2 * r2_m1 * r2_m1;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            int i_m1 = y_m1 * width + x_m1;
            map_x_v0.y = cx_m1 + u_m1 * g_m1 * half_side_m1;
            map_y_v1.y = cy_m1 + v_m1 * g_m1 * half_side_m1;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        int x_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        int y_m2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float cx_m2 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float cy_m2 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float half_side_m2 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float u_m2 = ((float)x_m2 - cx_m2) / half_side_m2;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float v_m2 = ((float)y_m2 - cy_m2) / half_side_m2;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float r2_m2 = u_m2 * u_m2 + v_m2 * v_m2;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float g_m2 = 1.0f + k1 * r2_m2 + k2 * r2_m2 * r2_m2;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            int i_m2 = y_m2 * width + x_m2;
            map_x_v0.z = cx_m2 + u_m2 * g_m2 * half_side_m2;
            map_y_v1.z = cy_m2 + v_m2 * g_m2 * half_side_m2;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        int x_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        int y_m3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float cx_m3 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float cy_m3 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float half_side_m3 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float u_m3 = ((float)x_m3 - cx_m3) / half_side_m3;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float v_m3 = ((float)y_m3 - cy_m3) / half_side_m3;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float r2_m3 = u_m3 * u_m3 + v_m3 * v_m3;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            float g_m3 = 1.0f + k1 * r2_m3 + k2 * r2_m3 * r2_m3;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
            int i_m3 = y_m3 * width + x_m3;
            map_x_v0.w = cx_m3 + u_m3 * g_m3 * half_side_m3;
            *(float4*)(&map_x[i_m3] - 3) = map_x_v0;
            map_y_v1.w = cy_m3 + v_m3 * g_m3 * half_side_m3;
            *(float4*)(&map_y[i_m3] - 3) = map_y_v1;
        }
    }
}
