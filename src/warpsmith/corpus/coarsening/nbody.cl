// nbody: one time step of the all-pairs n-body simulation, one work-item per body.
// Follows the AMD APP SDK sample NBody, kernel nbody_sim in its version without local
// memory (SDK 2.8 and later; written here without the sample's manual 8x unroll): each
// work-item reads every body's float4 (x, y, z, mass) from global memory, accumulates the
// softened acceleration (epsSqr) and writes the body's new position (mass kept in w) and
// velocity.
__kernel void nbody(__global const float4 *pos, __global const float4 *vel,
                    int numBodies, float deltaTime, float epsSqr,
                    __global float4 *newPosition, __global float4 *newVelocity)
{
    unsigned int gid = get_global_id(0);
    float4 myPos = pos[gid];
    float4 acc = (float4)(0.0f);

    for (int i = 0; i < numBodies; i++) {
        // acceleration caused by body i on body gid
        float4 r = pos[i] - myPos;
        float distSqr = r.x * r.x + r.y * r.y + r.z * r.z;
        float invDist = 1.0f / sqrt(distSqr + epsSqr);
        float invDistCube = invDist * invDist * invDist;
        float s = pos[i].w * invDistCube;
        acc += s * r;
    }

    float4 oldVel = vel[gid];
    float4 newPos = myPos + oldVel * deltaTime + acc * 0.5f * deltaTime * deltaTime;
    newPos.w = myPos.w;
    float4 newVel = oldVel + acc * deltaTime;
    newPosition[gid] = newPos;
    newVelocity[gid] = newVel;
}
