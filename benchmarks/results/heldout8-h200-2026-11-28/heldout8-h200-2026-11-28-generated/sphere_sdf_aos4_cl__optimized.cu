extern "C" __global__ void sphere_sdf_aos4_opt(const float* spheres, float* dist, float qx, float qy, float qz, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float4 spheres_v = *(const float4*)&spheres[4 * i + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dx = spheres_v.x - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dy = spheres_v.y - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dz = spheres_v.z - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float r = spheres_v.w;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        dist[i] = sqrtf(dx * dx + dy * dy + dz * dz) - r;
    }
}
