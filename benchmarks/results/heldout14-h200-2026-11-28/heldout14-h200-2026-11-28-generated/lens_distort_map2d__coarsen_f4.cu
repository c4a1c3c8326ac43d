extern "C" __global__ void lens_distort_map2d_cf4x(float* map_x, float* map_y, float k1, float k2, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    int x_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    int x_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    int x_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    int x_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    if (x_0 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float cx_0 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float cy_0 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float half_side_0 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float u_0 = ((float)x_0 - cx_0) / half_side_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float v_0 = ((float)y - cy_0) / half_side_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float r2_0 = u_0 * u_0 + v_0 * v_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float g_0 = 1.0f + k1 * r2_0 + k2 * r2_0 * r2_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        int i_0 = y * width + x_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        map_x[i_0] = cx_0 + u_0 * g_0 * half_side_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        map_y[i_0] = cy_0 + v_0 * g_0 * half_side_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    if (x_1 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float cx_1 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float cy_1 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float half_side_1 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float u_1 = ((float)x_1 - cx_1) / half_side_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float v_1 = ((float)y - cy_1) / half_side_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float r2_1 = u_1 * u_1 + v_1 * v_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float g_1 = 1.0f + k1 * r2_1 + k2 * r2_1 * r2_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        int i_1 = y * width + x_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        map_x[i_1] = cx_1 + u_1 * g_1 * half_side_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        map_y[i_1] = cy_1 + v_1 * g_1 * half_side_1;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    if (x_2 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float cx_2 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float cy_2 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float half_side_2 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float u_2 = ((float)x_2 - cx_2) / half_side_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float v_2 = ((float)y - cy_2) / half_side_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float r2_2 = u_2 * u_2 + v_2 * v_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float g_2 = 1.0f + k1 * r2_2 + k2 * r2_2 * r2_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        int i_2 = y * width + x_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        map_x[i_2] = cx_2 + u_2 * g_2 * half_side_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        map_y[i_2] = cy_2 + v_2 * g_2 * half_side_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    if (x_3 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float cx_3 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float cy_3 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float half_side_3 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float u_3 = ((float)x_3 - cx_3) / half_side_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float v_3 = ((float)y - cy_3) / half_side_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float r2_3 = u_3 * u_3 + v_3 * v_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float g_3 = 1.0f + k1 * r2_3 + k2 * r2_3 * r2_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        int i_3 = y * width + x_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        map_x[i_3] = cx_3 + u_3 * g_3 * half_side_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        map_y[i_3] = cy_3 + v_3 * g_3 * half_side_3;
    }
}
