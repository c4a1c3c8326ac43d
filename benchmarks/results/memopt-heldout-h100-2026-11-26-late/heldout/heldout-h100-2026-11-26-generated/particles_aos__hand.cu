extern "C" __global__ void particles_aos_hand(const float* p, float* out, float ex, float ey, float ez, float dt, int n) {
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
    if (i < n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
        float4 a = ((const float4*)p)[2 * i];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
        float4 b = ((const float4*)p)[2 * i + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
        float vx = a.w + dt * b.w * ex;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
        float vy = b.x + dt * b.w * ey;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
        float vz = b.y + dt * b.w * ez;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
        float4 oa;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
        float4 ob;
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
        oa.x = a.x + dt * vx;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
        oa.y = a.y + dt * vy;
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
        oa.z = a.z + dt * vz;
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
        oa.w = vx;
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
        ob.x = vy;
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
        ob.y = vz;
#line 20 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
        ob.z = b.z;
#line 21 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
        ob.w = b.w;
#line 22 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
        ((float4*)out)[2 * i] = oa;
#line 23 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/particles_aos_hand.cu"
        ((float4*)out)[2 * i + 1] = ob;
    }
}
