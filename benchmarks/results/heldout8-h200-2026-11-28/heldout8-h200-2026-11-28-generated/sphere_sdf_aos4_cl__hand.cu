extern "C" __global__ void sphere_sdf_aos4_hand(const float* spheres, float* dist, float qx, float qy, float qz, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/hand/sphere_sdf_aos4_hand.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/hand/sphere_sdf_aos4_hand.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/sphere_sdf_aos4_hand.cl"
        float4 s = ((const float4*)spheres)[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/sphere_sdf_aos4_hand.cl"
        float dx = s.x - qx;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/sphere_sdf_aos4_hand.cl"
        float dy = s.y - qy;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/sphere_sdf_aos4_hand.cl"
        float dz = s.z - qz;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/hand/sphere_sdf_aos4_hand.cl"
        dist[i] = sqrtf(dx * dx + dy * dy + dz * dz) - s.w;
    }
}
