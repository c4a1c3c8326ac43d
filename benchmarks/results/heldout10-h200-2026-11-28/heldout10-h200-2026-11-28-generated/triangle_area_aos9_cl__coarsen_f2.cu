extern "C" __global__ void triangle_area_aos9_cf2x(const float* tri, float* area, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float ax_0 = tri[9 * i_0 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float ay_0 = tri[9 * i_0 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float az_0 = tri[9 * i_0 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float bx_0 = tri[9 * i_0 + 3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float by_0 = tri[9 * i_0 + 4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float bz_0 = tri[9 * i_0 + 5];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float cx_0 = tri[9 * i_0 + 6];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float cy_0 = tri[9 * i_0 + 7];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float cz_0 = tri[9 * i_0 + 8];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float ux_0 = bx_0 - ax_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float uy_0 = by_0 - ay_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float uz_0 = bz_0 - az_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float vx_0 = cx_0 - ax_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float vy_0 = cy_0 - ay_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float vz_0 = cz_0 - az_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float wx_0 = uy_0 * vz_0 - uz_0 * vy_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float wy_0 = uz_0 * vx_0 - ux_0 * vz_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float wz_0 = ux_0 * vy_0 - uy_0 * vx_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        area[i_0] = 0.5f * sqrtf(wx_0 * wx_0 + wy_0 * wy_0 + wz_0 * wz_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float ax_1 = tri[9 * i_1 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float ay_1 = tri[9 * i_1 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float az_1 = tri[9 * i_1 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float bx_1 = tri[9 * i_1 + 3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float by_1 = tri[9 * i_1 + 4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float bz_1 = tri[9 * i_1 + 5];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float cx_1 = tri[9 * i_1 + 6];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float cy_1 = tri[9 * i_1 + 7];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float cz_1 = tri[9 * i_1 + 8];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float ux_1 = bx_1 - ax_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float uy_1 = by_1 - ay_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float uz_1 = bz_1 - az_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float vx_1 = cx_1 - ax_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float vy_1 = cy_1 - ay_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float vz_1 = cz_1 - az_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float wx_1 = uy_1 * vz_1 - uz_1 * vy_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float wy_1 = uz_1 * vx_1 - ux_1 * vz_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float wz_1 = ux_1 * vy_1 - uy_1 * vx_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        area[i_1] = 0.5f * sqrtf(wx_1 * wx_1 + wy_1 * wy_1 + wz_1 * wz_1);
    }
}
