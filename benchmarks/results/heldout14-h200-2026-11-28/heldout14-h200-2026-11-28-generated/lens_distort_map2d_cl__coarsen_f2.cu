extern "C" __global__ void lens_distort_map2d_cf2x(float* map_x, float* map_y, float k1, float k2, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
