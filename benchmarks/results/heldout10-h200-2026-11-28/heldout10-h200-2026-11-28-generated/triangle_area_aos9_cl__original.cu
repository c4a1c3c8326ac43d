extern "C" __global__ void triangle_area_aos9(const float* tri, float* area, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float ax = tri[9 * i + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float ay = tri[9 * i + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float az = tri[9 * i + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float bx = tri[9 * i + 3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float by = tri[9 * i + 4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float bz = tri[9 * i + 5];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float cx = tri[9 * i + 6];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float cy = tri[9 * i + 7];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float cz = tri[9 * i + 8];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float ux = bx - ax;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float uy = by - ay;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float uz = bz - az;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float vx = cx - ax;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float vy = cy - ay;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float vz = cz - az;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float wx = uy * vz - uz * vy;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float wy = uz * vx - ux * vz;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        float wz = ux * vy - uy * vx;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cl"
        area[i] = 0.5f * sqrtf(wx * wx + wy * wy + wz * wz);
    }
}
