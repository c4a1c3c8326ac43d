extern "C" __global__ void triangle_area_aos9_cf8x(const float* tri, float* area, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ax_0 = tri[9 * i_0 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ay_0 = tri[9 * i_0 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float az_0 = tri[9 * i_0 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bx_0 = tri[9 * i_0 + 3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float by_0 = tri[9 * i_0 + 4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bz_0 = tri[9 * i_0 + 5];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cx_0 = tri[9 * i_0 + 6];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cy_0 = tri[9 * i_0 + 7];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cz_0 = tri[9 * i_0 + 8];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ux_0 = bx_0 - ax_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uy_0 = by_0 - ay_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uz_0 = bz_0 - az_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vx_0 = cx_0 - ax_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vy_0 = cy_0 - ay_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vz_0 = cz_0 - az_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wx_0 = uy_0 * vz_0 - uz_0 * vy_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wy_0 = uz_0 * vx_0 - ux_0 * vz_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wz_0 = ux_0 * vy_0 - uy_0 * vx_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        area[i_0] = 0.5f * sqrtf(wx_0 * wx_0 + wy_0 * wy_0 + wz_0 * wz_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ax_1 = tri[9 * i_1 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ay_1 = tri[9 * i_1 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float az_1 = tri[9 * i_1 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bx_1 = tri[9 * i_1 + 3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float by_1 = tri[9 * i_1 + 4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bz_1 = tri[9 * i_1 + 5];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cx_1 = tri[9 * i_1 + 6];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cy_1 = tri[9 * i_1 + 7];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cz_1 = tri[9 * i_1 + 8];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ux_1 = bx_1 - ax_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uy_1 = by_1 - ay_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uz_1 = bz_1 - az_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vx_1 = cx_1 - ax_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vy_1 = cy_1 - ay_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vz_1 = cz_1 - az_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wx_1 = uy_1 * vz_1 - uz_1 * vy_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wy_1 = uz_1 * vx_1 - ux_1 * vz_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wz_1 = ux_1 * vy_1 - uy_1 * vx_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        area[i_1] = 0.5f * sqrtf(wx_1 * wx_1 + wy_1 * wy_1 + wz_1 * wz_1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ax_2 = tri[9 * i_2 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ay_2 = tri[9 * i_2 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float az_2 = tri[9 * i_2 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bx_2 = tri[9 * i_2 + 3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float by_2 = tri[9 * i_2 + 4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bz_2 = tri[9 * i_2 + 5];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cx_2 = tri[9 * i_2 + 6];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cy_2 = tri[9 * i_2 + 7];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cz_2 = tri[9 * i_2 + 8];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ux_2 = bx_2 - ax_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uy_2 = by_2 - ay_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uz_2 = bz_2 - az_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vx_2 = cx_2 - ax_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vy_2 = cy_2 - ay_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vz_2 = cz_2 - az_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wx_2 = uy_2 * vz_2 - uz_2 * vy_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wy_2 = uz_2 * vx_2 - ux_2 * vz_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wz_2 = ux_2 * vy_2 - uy_2 * vx_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        area[i_2] = 0.5f * sqrtf(wx_2 * wx_2 + wy_2 * wy_2 + wz_2 * wz_2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ax_3 = tri[9 * i_3 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ay_3 = tri[9 * i_3 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float az_3 = tri[9 * i_3 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bx_3 = tri[9 * i_3 + 3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float by_3 = tri[9 * i_3 + 4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bz_3 = tri[9 * i_3 + 5];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cx_3 = tri[9 * i_3 + 6];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cy_3 = tri[9 * i_3 + 7];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cz_3 = tri[9 * i_3 + 8];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ux_3 = bx_3 - ax_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uy_3 = by_3 - ay_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uz_3 = bz_3 - az_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vx_3 = cx_3 - ax_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vy_3 = cy_3 - ay_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vz_3 = cz_3 - az_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wx_3 = uy_3 * vz_3 - uz_3 * vy_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wy_3 = uz_3 * vx_3 - ux_3 * vz_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wz_3 = ux_3 * vy_3 - uy_3 * vx_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        area[i_3] = 0.5f * sqrtf(wx_3 * wx_3 + wy_3 * wy_3 + wz_3 * wz_3);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ax_4 = tri[9 * i_4 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ay_4 = tri[9 * i_4 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float az_4 = tri[9 * i_4 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bx_4 = tri[9 * i_4 + 3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float by_4 = tri[9 * i_4 + 4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bz_4 = tri[9 * i_4 + 5];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cx_4 = tri[9 * i_4 + 6];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cy_4 = tri[9 * i_4 + 7];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cz_4 = tri[9 * i_4 + 8];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ux_4 = bx_4 - ax_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uy_4 = by_4 - ay_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uz_4 = bz_4 - az_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vx_4 = cx_4 - ax_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vy_4 = cy_4 - ay_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vz_4 = cz_4 - az_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wx_4 = uy_4 * vz_4 - uz_4 * vy_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wy_4 = uz_4 * vx_4 - ux_4 * vz_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wz_4 = ux_4 * vy_4 - uy_4 * vx_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        area[i_4] = 0.5f * sqrtf(wx_4 * wx_4 + wy_4 * wy_4 + wz_4 * wz_4);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ax_5 = tri[9 * i_5 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ay_5 = tri[9 * i_5 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float az_5 = tri[9 * i_5 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bx_5 = tri[9 * i_5 + 3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float by_5 = tri[9 * i_5 + 4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bz_5 = tri[9 * i_5 + 5];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cx_5 = tri[9 * i_5 + 6];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cy_5 = tri[9 * i_5 + 7];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cz_5 = tri[9 * i_5 + 8];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ux_5 = bx_5 - ax_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uy_5 = by_5 - ay_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uz_5 = bz_5 - az_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vx_5 = cx_5 - ax_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vy_5 = cy_5 - ay_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vz_5 = cz_5 - az_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wx_5 = uy_5 * vz_5 - uz_5 * vy_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wy_5 = uz_5 * vx_5 - ux_5 * vz_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wz_5 = ux_5 * vy_5 - uy_5 * vx_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        area[i_5] = 0.5f * sqrtf(wx_5 * wx_5 + wy_5 * wy_5 + wz_5 * wz_5);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ax_6 = tri[9 * i_6 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ay_6 = tri[9 * i_6 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float az_6 = tri[9 * i_6 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bx_6 = tri[9 * i_6 + 3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float by_6 = tri[9 * i_6 + 4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bz_6 = tri[9 * i_6 + 5];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cx_6 = tri[9 * i_6 + 6];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cy_6 = tri[9 * i_6 + 7];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cz_6 = tri[9 * i_6 + 8];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ux_6 = bx_6 - ax_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uy_6 = by_6 - ay_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uz_6 = bz_6 - az_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vx_6 = cx_6 - ax_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vy_6 = cy_6 - ay_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vz_6 = cz_6 - az_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wx_6 = uy_6 * vz_6 - uz_6 * vy_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wy_6 = uz_6 * vx_6 - ux_6 * vz_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wz_6 = ux_6 * vy_6 - uy_6 * vx_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        area[i_6] = 0.5f * sqrtf(wx_6 * wx_6 + wy_6 * wy_6 + wz_6 * wz_6);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ax_7 = tri[9 * i_7 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ay_7 = tri[9 * i_7 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float az_7 = tri[9 * i_7 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bx_7 = tri[9 * i_7 + 3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float by_7 = tri[9 * i_7 + 4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bz_7 = tri[9 * i_7 + 5];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cx_7 = tri[9 * i_7 + 6];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cy_7 = tri[9 * i_7 + 7];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cz_7 = tri[9 * i_7 + 8];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ux_7 = bx_7 - ax_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uy_7 = by_7 - ay_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uz_7 = bz_7 - az_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vx_7 = cx_7 - ax_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vy_7 = cy_7 - ay_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vz_7 = cz_7 - az_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wx_7 = uy_7 * vz_7 - uz_7 * vy_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wy_7 = uz_7 * vx_7 - ux_7 * vz_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wz_7 = ux_7 * vy_7 - uy_7 * vx_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        area[i_7] = 0.5f * sqrtf(wx_7 * wx_7 + wy_7 * wy_7 + wz_7 * wz_7);
    }
}
