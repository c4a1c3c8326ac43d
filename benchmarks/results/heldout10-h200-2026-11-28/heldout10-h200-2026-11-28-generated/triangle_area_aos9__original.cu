extern "C" __global__ void triangle_area_aos9(const float* tri, float* area, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ax = tri[9 * i + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ay = tri[9 * i + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float az = tri[9 * i + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bx = tri[9 * i + 3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float by = tri[9 * i + 4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bz = tri[9 * i + 5];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cx = tri[9 * i + 6];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cy = tri[9 * i + 7];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cz = tri[9 * i + 8];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ux = bx - ax;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uy = by - ay;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uz = bz - az;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vx = cx - ax;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vy = cy - ay;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vz = cz - az;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wx = uy * vz - uz * vy;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wy = uz * vx - ux * vz;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wz = ux * vy - uy * vx;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        area[i] = 0.5f * sqrtf(wx * wx + wy * wy + wz * wz);
    }
}
