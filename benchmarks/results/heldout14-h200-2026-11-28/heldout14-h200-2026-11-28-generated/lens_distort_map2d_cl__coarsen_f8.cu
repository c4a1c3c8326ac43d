extern "C" __global__ void lens_distort_map2d_cf8x(float* map_x, float* map_y, float k1, float k2, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    int x_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    int x_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    int x_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    int x_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    if (x_0 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float cx_0 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float cy_0 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float half_side_0 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float u_0 = ((float)x_0 - cx_0) / half_side_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float v_0 = ((float)y - cy_0) / half_side_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float r2_0 = u_0 * u_0 + v_0 * v_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float g_0 = 1.0f + k1 * r2_0 + k2 * r2_0 * r2_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        int i_0 = y * width + x_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        map_x[i_0] = cx_0 + u_0 * g_0 * half_side_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        map_y[i_0] = cy_0 + v_0 * g_0 * half_side_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    if (x_1 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float cx_1 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float cy_1 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float half_side_1 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float u_1 = ((float)x_1 - cx_1) / half_side_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float v_1 = ((float)y - cy_1) / half_side_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float r2_1 = u_1 * u_1 + v_1 * v_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float g_1 = 1.0f + k1 * r2_1 + k2 * r2_1 * r2_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        int i_1 = y * width + x_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        map_x[i_1] = cx_1 + u_1 * g_1 * half_side_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        map_y[i_1] = cy_1 + v_1 * g_1 * half_side_1;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    if (x_2 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float cx_2 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float cy_2 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float half_side_2 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float u_2 = ((float)x_2 - cx_2) / half_side_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float v_2 = ((float)y - cy_2) / half_side_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float r2_2 = u_2 * u_2 + v_2 * v_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float g_2 = 1.0f + k1 * r2_2 + k2 * r2_2 * r2_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        int i_2 = y * width + x_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        map_x[i_2] = cx_2 + u_2 * g_2 * half_side_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        map_y[i_2] = cy_2 + v_2 * g_2 * half_side_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    if (x_3 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float cx_3 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float cy_3 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float half_side_3 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float u_3 = ((float)x_3 - cx_3) / half_side_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float v_3 = ((float)y - cy_3) / half_side_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float r2_3 = u_3 * u_3 + v_3 * v_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float g_3 = 1.0f + k1 * r2_3 + k2 * r2_3 * r2_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        int i_3 = y * width + x_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        map_x[i_3] = cx_3 + u_3 * g_3 * half_side_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        map_y[i_3] = cy_3 + v_3 * g_3 * half_side_3;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    if (x_4 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float cx_4 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float cy_4 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float half_side_4 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float u_4 = ((float)x_4 - cx_4) / half_side_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float v_4 = ((float)y - cy_4) / half_side_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float r2_4 = u_4 * u_4 + v_4 * v_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float g_4 = 1.0f + k1 * r2_4 + k2 * r2_4 * r2_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        int i_4 = y * width + x_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        map_x[i_4] = cx_4 + u_4 * g_4 * half_side_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        map_y[i_4] = cy_4 + v_4 * g_4 * half_side_4;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    if (x_5 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float cx_5 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float cy_5 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float half_side_5 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float u_5 = ((float)x_5 - cx_5) / half_side_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float v_5 = ((float)y - cy_5) / half_side_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float r2_5 = u_5 * u_5 + v_5 * v_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float g_5 = 1.0f + k1 * r2_5 + k2 * r2_5 * r2_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        int i_5 = y * width + x_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        map_x[i_5] = cx_5 + u_5 * g_5 * half_side_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        map_y[i_5] = cy_5 + v_5 * g_5 * half_side_5;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    if (x_6 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float cx_6 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float cy_6 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float half_side_6 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float u_6 = ((float)x_6 - cx_6) / half_side_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float v_6 = ((float)y - cy_6) / half_side_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float r2_6 = u_6 * u_6 + v_6 * v_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float g_6 = 1.0f + k1 * r2_6 + k2 * r2_6 * r2_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        int i_6 = y * width + x_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        map_x[i_6] = cx_6 + u_6 * g_6 * half_side_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        map_y[i_6] = cy_6 + v_6 * g_6 * half_side_6;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    if (x_7 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float cx_7 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float cy_7 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float half_side_7 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float u_7 = ((float)x_7 - cx_7) / half_side_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float v_7 = ((float)y - cy_7) / half_side_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float r2_7 = u_7 * u_7 + v_7 * v_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float g_7 = 1.0f + k1 * r2_7 + k2 * r2_7 * r2_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        int i_7 = y * width + x_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        map_x[i_7] = cx_7 + u_7 * g_7 * half_side_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        map_y[i_7] = cy_7 + v_7 * g_7 * half_side_7;
    }
}
