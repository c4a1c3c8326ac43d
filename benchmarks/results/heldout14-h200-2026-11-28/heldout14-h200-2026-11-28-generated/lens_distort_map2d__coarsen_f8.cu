extern "C" __global__ void lens_distort_map2d_cf8x(float* map_x, float* map_y, float k1, float k2, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    if (x_4 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float cx_4 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float cy_4 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float half_side_4 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float u_4 = ((float)x_4 - cx_4) / half_side_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float v_4 = ((float)y - cy_4) / half_side_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float r2_4 = u_4 * u_4 + v_4 * v_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float g_4 = 1.0f + k1 * r2_4 + k2 * r2_4 * r2_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        int i_4 = y * width + x_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        map_x[i_4] = cx_4 + u_4 * g_4 * half_side_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        map_y[i_4] = cy_4 + v_4 * g_4 * half_side_4;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    if (x_5 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float cx_5 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float cy_5 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float half_side_5 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float u_5 = ((float)x_5 - cx_5) / half_side_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float v_5 = ((float)y - cy_5) / half_side_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float r2_5 = u_5 * u_5 + v_5 * v_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float g_5 = 1.0f + k1 * r2_5 + k2 * r2_5 * r2_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        int i_5 = y * width + x_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        map_x[i_5] = cx_5 + u_5 * g_5 * half_side_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        map_y[i_5] = cy_5 + v_5 * g_5 * half_side_5;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    if (x_6 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float cx_6 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float cy_6 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float half_side_6 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float u_6 = ((float)x_6 - cx_6) / half_side_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float v_6 = ((float)y - cy_6) / half_side_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float r2_6 = u_6 * u_6 + v_6 * v_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float g_6 = 1.0f + k1 * r2_6 + k2 * r2_6 * r2_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        int i_6 = y * width + x_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        map_x[i_6] = cx_6 + u_6 * g_6 * half_side_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        map_y[i_6] = cy_6 + v_6 * g_6 * half_side_6;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
    if (x_7 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float cx_7 = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float cy_7 = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float half_side_7 = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float u_7 = ((float)x_7 - cx_7) / half_side_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float v_7 = ((float)y - cy_7) / half_side_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float r2_7 = u_7 * u_7 + v_7 * v_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        float g_7 = 1.0f + k1 * r2_7 + k2 * r2_7 * r2_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        int i_7 = y * width + x_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        map_x[i_7] = cx_7 + u_7 * g_7 * half_side_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cu"
        map_y[i_7] = cy_7 + v_7 * g_7 * half_side_7;
    }
}
