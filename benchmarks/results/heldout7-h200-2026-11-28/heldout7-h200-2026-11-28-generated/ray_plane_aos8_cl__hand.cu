extern "C" __global__ void ray_plane_aos8_hand(const float* rays, float* t_hit, float nx, float ny, float nz, float d, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cl"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cl"
        float4 a = ((const float4*)rays)[2 * i];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cl"
        float4 b = ((const float4*)rays)[2 * i + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cl"
        float den = nx * a.w + ny * b.x + nz * b.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cl"
        float num = d - (nx * a.x + ny * a.y + nz * a.z);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cl"
        float t = -1.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cl"
        if (den != 0.0f) {
#line 16 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cl"
            float s = num / den;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cl"
            if (s >= b.z && s <= b.w)
#line 18 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cl"
                t = s;
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cl"
        t_hit[i] = t;
    }
}
