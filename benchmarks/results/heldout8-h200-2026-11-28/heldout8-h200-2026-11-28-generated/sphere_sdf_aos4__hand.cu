extern "C" __global__ void sphere_sdf_aos4_hand(const float* spheres, float* dist, float qx, float qy, float qz, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/hand/sphere_sdf_aos4_hand.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/hand/sphere_sdf_aos4_hand.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/sphere_sdf_aos4_hand.cu"
        float4 s = ((const float4*)spheres)[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/sphere_sdf_aos4_hand.cu"
        float dx = s.x - qx;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/sphere_sdf_aos4_hand.cu"
        float dy = s.y - qy;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/sphere_sdf_aos4_hand.cu"
        float dz = s.z - qz;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/hand/sphere_sdf_aos4_hand.cu"
        dist[i] = sqrtf(dx * dx + dy * dy + dz * dz) - s.w;
    }
}
