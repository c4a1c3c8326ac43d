extern "C" __global__ void triangle_area_aos9_cf4x(const float* tri, float* area, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
