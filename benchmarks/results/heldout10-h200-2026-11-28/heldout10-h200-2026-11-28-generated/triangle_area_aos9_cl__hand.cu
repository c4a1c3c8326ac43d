extern "C" __global__ void triangle_area_aos9_hand(const float* __restrict__ tri, float* __restrict__ area, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
    __shared__ float rec[2304];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
    int size = (unsigned long long)blockDim.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
    int first = (unsigned long long)blockIdx.x * size;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
    int count = min(size, n - first) * 9;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
    for (int k = t; k < count; k += size)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
        rec[k] = tri[(unsigned long long)first * 9 + k];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
    if (first + t < n) {
#line 16 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
        const float* p = rec + 9 * t;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
        float ux = p[3] - p[0];
#line 17 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
        float uy = p[4] - p[1];
#line 17 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
        float uz = p[5] - p[2];
#line 18 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
        float vx = p[6] - p[0];
#line 18 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
        float vy = p[7] - p[1];
#line 18 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
        float vz = p[8] - p[2];
#line 19 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
        float wx = uy * vz - uz * vy;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
        float wy = uz * vx - ux * vz;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
        float wz = ux * vy - uy * vx;
#line 20 "/work/main/.stage/main/benchmarks/heldout10/hand/triangle_area_aos9_hand.cl"
        area[first + t] = 0.5f * sqrtf(wx * wx + wy * wy + wz * wz);
    }
}
